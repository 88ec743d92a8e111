import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { otpMachine } from '../../../machines/auth/otp.machine';
import { OTP_LENGTH } from '../../domain/authForms';
import { maskContact } from '../../domain/contact';
import { DialogCloseButton, DialogDescription, DialogFrame, DialogTitle } from '../../ui/Dialog';

export type OtpActor = ActorRefFrom<typeof otpMachine>;

/** The platform's demo OTP (config `demo`). */
export const DEMO_OTP = '123456';

interface OtpDialogProps {
  actor: OtpActor;
  onCancel: () => void;
  demo: boolean;
}

const box = css({
  width: '11',
  height: '12',
  textAlign: 'center',
  fontSize: 'xl',
  fontWeight: 'bold',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.canvas',
  color: 'fg.default',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus' },
});

/**
 * A digit typed into a box that already holds one arrives as two (the old one and the new one, in caret
 * order): the box takes the new one instead of spreading both over the boxes as a paste would.
 */
function typedOver(held: string | undefined, digits: string): string {
  if (!held || digits.length !== 2) return digits;
  if (digits[0] === held) return digits[1]!;
  return digits[1] === held ? digits[0]! : digits;
}

/** The six boxes: typing moves on (typing into a filled box replaces its digit), Backspace on an empty box goes back, a paste or autofill spreads its digits. */
function OtpBoxes({ code, setCode }: { code: string; setCode: (next: string) => void }) {
  const { t } = useLingui();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();

  // Empty boxes (at the start, or after a refused code) wait for the first digit in the first box.
  useEffect(() => {
    if (code === '') focus(0);
  }, [code]);

  const onBoxChange = (i: number, raw: string) => {
    const digits = typedOver(code[i], raw.replace(/\D/g, ''));
    if (digits.length > 1) {
      // Autofill or paste into one box: the digits fill the boxes from here.
      const next = (code.slice(0, i) + digits).slice(0, OTP_LENGTH);
      setCode(next);
      focus(next.length);
      return;
    }
    const chars = code.padEnd(OTP_LENGTH, ' ').split('');
    chars[i] = digits || ' ';
    const next = chars.join('').replace(/\s+$/, '').replace(/\s/g, '');
    setCode(next);
    if (digits) focus(i + 1);
  };

  return (
    <div
      role="group"
      aria-label={t`Verification code`}
      dir="ltr"
      className={css({ display: 'flex', gap: '2', justifyContent: 'center' })}
      onPaste={(e) => {
        const digits = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
        if (!digits) return;
        e.preventDefault();
        setCode(digits);
        focus(digits.length);
      }}
    >
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          className={box}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t`Digit ${i + 1} of ${OTP_LENGTH}`}
          value={code[i] ?? ''}
          autoFocus={i === 0}
          onChange={(e) => onBoxChange(i, e.target.value)}
          onFocus={(e) => e.currentTarget.select()}
          onKeyDown={(e) => {
            if (e.key === 'Backspace' && !code[i] && i > 0) {
              e.preventDefault();
              setCode(code.slice(0, i - 1));
              focus(i - 1);
            }
          }}
          data-testid={`otp-box-${i}`}
        />
      ))}
    </div>
  );
}

/** "Didn't receive the code?", Resend, and the countdown until Resend opens. */
function ResendRow({ actor }: { actor: OtpActor }) {
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  const canResend = useSelector(actor, (s) => s.hasTag('canResend'));
  const sending = useSelector(actor, (s) => s.hasTag('sending'));
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return (
    <div className={css({ cluster: '2', justifyContent: 'center', fontSize: 'sm', flexWrap: 'wrap' })}>
      <span>
        <Trans>Didn’t receive the code?</Trans>
      </span>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'sm' })}
        disabled={!canResend || sending}
        onClick={() => actor.send({ type: 'otp.resend' })}
      >
        <Trans>Resend</Trans>
      </button>
      {!canResend ? (
        <span data-testid="otp-countdown" dir="ltr">
          {minutes}:{seconds}
        </span>
      ) : null}
    </div>
  );
}

/** acc §2 OTP dialog: six boxes (paste and one-time-code autofill), Verify at six digits, the resend countdown. */
export default function OtpDialog({ actor, onCancel, demo }: OtpDialogProps) {
  const { t } = useLingui();
  const code = useSelector(actor, (s) => s.context.code);
  const target = useSelector(actor, (s) => s.context.target);
  const verifying = useSelector(actor, (s) => s.hasTag('verifying'));
  const setCode = (next: string) => actor.send({ type: 'otp.code.change', code: next });

  return (
    <DialogFrame data-testid="otp-dialog" onClose={onCancel}>
      <DialogTitle>
        <Trans>OTP Verification</Trans>
      </DialogTitle>
      <DialogCloseButton label={t`Close`} />
      <DialogDescription>
        <Trans>
          Enter the 6-digit code sent to <bdi dir="ltr">{maskContact(target)}</bdi>
        </Trans>
      </DialogDescription>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'otp.verify' });
        }}
        className={css({ stack: '4' })}
      >
        <OtpBoxes code={code} setCode={setCode} />
        {demo ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>
            <Trans>For demo purpose use otp {DEMO_OTP}</Trans>
          </p>
        ) : null}
        <button
          type="submit"
          className={button()}
          disabled={code.length !== OTP_LENGTH || verifying}
          aria-busy={verifying}
        >
          <Trans>Verify</Trans>
        </button>
        <ResendRow actor={actor} />
      </form>
    </DialogFrame>
  );
}
