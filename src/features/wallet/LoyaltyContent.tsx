import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { profileQuery } from '../../api/queries/account';
import { loyaltyTransactionsQuery } from '../../api/queries/accountPages';
import { configQuery } from '../../api/queries/config';
import { useSignedIn } from '../../api/scope';
import { loyaltyTransactionKind } from '../../domain/history';
import { pointsToMoney, typedPoints } from '../../domain/wallet';
import { compactNumber } from '../../domain/moneyCompact';
import { useOrderFlows } from '../../flows/orders';
import { DialogActions, FormDialog } from '../../ui/FormDialog';
import { inputClass } from '../../ui/Field';
import { TransactionHistory } from './TransactionHistory';
import { LOYALTY_TRANSACTION_LABELS } from './transactionLabels';
import { pointProblemMessages } from './messages';
import { useMoney } from './format';
import { cardClass } from './WalletContent';

/** acc §2 "Total points" card with "Convert to currency now"; core §8 "Point to wallet transfer successfully.". */
export function LoyaltyContent() {
  const { t, i18n } = useLingui();
  const signedIn = useSignedIn();
  const profile = useQuery(profileQuery(signedIn));
  const config = useQuery(configQuery()).data;
  const money = useMoney();
  const { pointTransferLogic } = useOrderFlows();
  const actor = useActorRef(pointTransferLogic);
  const state = useSelector(actor, (s) => s);
  const balance = profile.data?.loyalty_point ?? 0;
  const minimum = config?.loyalty_point_minimum_point ?? 0;
  const rate = config?.loyalty_point_exchange_rate ?? 0;
  const points = typedPoints(state.context.points);
  const open = state.hasTag('open');
  const busy = state.hasTag('busy');
  const problem = state.context.problem;
  return (
    <>
      <div className={cardClass} data-testid="loyalty-balance">
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>Total points</Trans>
        </span>
        <strong className={css({ fontSize: '2xl' })} data-testid="loyalty-points" title={String(balance)}>
          {compactNumber(balance, 0)}
        </strong>
        <small className={css({ color: 'fg.muted' })}>
          <Trans>Wallet balance: {money(profile.data?.wallet_balance)}</Trans>
        </small>
        <div>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => actor.send({ type: 'points.open' })}
            data-testid="convert-points"
          >
            <Trans>Convert to currency now</Trans>
          </button>
        </div>
      </div>
      <h2 className={css({ fontWeight: 'bold' })}>
        <Trans>Point history</Trans>
      </h2>
      <TransactionHistory
        testId="loyalty-history"
        pageQuery={(page) => loyaltyTransactionsQuery(signedIn, page)}
        label={(row) => LOYALTY_TRANSACTION_LABELS[loyaltyTransactionKind(row.transaction_type)]}
        amount={(row) => (row.credit > 0 ? `+${row.credit}` : `-${row.debit}`)}
        empty={<Trans>No points yet.</Trans>}
      />
      {open ? (
        <FormDialog
          testId="convert-dialog"
          title={<Trans>Convert points to wallet money</Trans>}
          description={
            <Trans>
              You have {balance} points. Convert at least {minimum}; {rate} points make {money(1)}.
            </Trans>
          }
          onClose={() => actor.send({ type: 'points.close' })}
          onSubmit={() => actor.send({ type: 'points.submit', minimum, balance })}
          noValidate
        >
          <label className={css({ stack: '1', fontSize: 'sm', fontWeight: 'medium' })}>
            {t`Points to convert`}
            <input
              className={inputClass}
              inputMode="numeric"
              name="point"
              dir="ltr"
              value={state.context.points}
              onChange={(e) => actor.send({ type: 'points.amount', value: e.target.value })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'convert-problem' : 'convert-worth'}
            />
          </label>
          <p id="convert-worth" className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="convert-worth">
            <Trans>You will get {money(pointsToMoney(points, rate))}</Trans>
          </p>
          {problem ? (
            <p id="convert-problem" role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
              {problem === 'belowMinimum' ? (
                <Trans>Convert at least {minimum} points.</Trans>
              ) : (
                i18n._(pointProblemMessages[problem])
              )}
            </p>
          ) : null}
          <DialogActions
            cancelLabel={<Trans>Cancel</Trans>}
            onCancel={() => actor.send({ type: 'points.close' })}
            submitLabel={<Trans>Convert</Trans>}
            busy={busy}
            submitTestId="convert-submit"
          />
        </FormDialog>
      ) : null}
    </>
  );
}
