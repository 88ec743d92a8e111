import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { PrescriptionProblem, PrescriptionRefusal } from '../../domain/prescription';

/** Why Place order did not go, or why the server refused it: in words, with everything entered kept. */
export function ProblemText({
  problem,
  refusal,
  refusalText,
}: {
  problem: PrescriptionProblem | null;
  refusal: PrescriptionRefusal | null;
  refusalText: string | null;
}) {
  if (!problem && !refusal) return null;
  return (
    <p role="alert" className={css({ color: 'fg.danger', fontWeight: 'medium' })} data-testid="prescription-problem">
      {problem === 'images' ? (
        <Trans>Please upload your prescription image.</Trans>
      ) : problem === 'address' ? (
        <Trans>Please choose a delivery address.</Trans>
      ) : problem === 'contact' ? (
        <Trans>Please add your name and phone number.</Trans>
      ) : refusal === 'notAccepting' ? (
        <Trans>This store no longer takes prescription orders. Your images and note are kept.</Trans>
      ) : refusal === 'closed' ? (
        <Trans>The store is closed now. Your images and note are kept; try again when it opens.</Trans>
      ) : refusal === 'outOfZone' ? (
        <Trans>This store does not deliver to your address.</Trans>
      ) : refusal === 'files' ? (
        <Trans>An image was refused: {refusalText}</Trans>
      ) : (
        (refusalText ?? <Trans>Something went wrong. Please try again.</Trans>)
      )}
    </p>
  );
}
