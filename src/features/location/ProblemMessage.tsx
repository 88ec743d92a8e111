import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { css, cx } from '../../../styled-system/css';
import type { LocationProblem } from '../../domain/location';
import { useLocationActor } from './locationActor';
import { locationMessages } from './messages';

/** A message of the picker on a tinted band; an error adds its colour and a bar at its start. */
const messageClass = css({ fontSize: 'sm', bg: 'bg.subtle', borderRadius: 'lg', px: '3', py: '2' });
const problemClass = cx(
  messageClass,
  css({ color: 'fg.danger', borderInlineStartWidth: '4px', borderColor: 'fg.danger' }),
);

/** The picker's notice (not an error, e.g. geolocation refused) and its error (e.g. the server's out-of-zone message). */
export function ProblemMessage() {
  const actor = useLocationActor();
  const { i18n } = useLingui();
  const notice = useSelector(actor, (s) => s.context.notice);
  const problem = useSelector(actor, (s) => s.context.problem);
  const text = (p: LocationProblem) => ('message' in p ? p.message : i18n._(locationMessages[p.id]));
  return (
    <>
      {notice ? (
        <p role="status" data-testid="location-notice" className={messageClass}>
          {text(notice)}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" data-testid="location-problem" className={problemClass}>
          {text(problem)}
        </p>
      ) : null}
    </>
  );
}
