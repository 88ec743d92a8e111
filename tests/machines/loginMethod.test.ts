import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { catalog } from '../../machines/catalog';
import { loginMethodMachine } from '../../machines/auth/loginMethod.machine';
import { coverage, modelPaths } from '../tools/model';
import { expectStates, type Expectations, type StepView } from '../tools/expectations';

const config = (manual: number, otp: number, social: number) => ({
  centralize_login: {
    manual_login_status: manual,
    otp_login_status: otp,
    social_login_status: social,
    google_login_status: 1,
    facebook_login_status: 0,
    apple_login_status: 0,
  },
});

describe('loginMethod machine', () => {
  it('acc §4 Login-method status: each variant opens its own view', () => {
    const cases: Array<[ReturnType<typeof config>, unknown]> = [
      [config(1, 1, 1), { all: 'password' }],
      [config(1, 1, 0), { otpManual: 'password' }],
      [config(0, 1, 1), 'otpSocial'],
      [config(1, 0, 1), 'manualSocial'],
      [config(0, 1, 0), 'otp'],
      [config(1, 0, 0), 'manual'],
      [config(0, 0, 1), 'social'],
      [config(0, 0, 0), 'unavailable'],
    ];
    for (const [c, value] of cases)
      expect(
        createActor(loginMethodMachine, { input: { config: c } })
          .start()
          .getSnapshot().value,
      ).toEqual(value);
  });

  it('acc §4: "Sign in with OTP" switches to OTP only and "Go Back" returns', () => {
    const actor = createActor(loginMethodMachine, { input: { config: config(1, 1, 1) } }).start();
    actor.send({ type: 'loginMethod.otp.choose' });
    expect(actor.getSnapshot().value).toEqual({ all: 'otpOnly' });
    actor.send({ type: 'loginMethod.otp.back' });
    expect(actor.getSnapshot().value).toEqual({ all: 'password' });
  });

  it('acc §4: a config that arrives later recomputes the view; social needs a provider on', () => {
    const actor = createActor(loginMethodMachine, { input: { config: null } }).start();
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'loginMethod.config.change', config: config(1, 0, 1) });
    expect(actor.getSnapshot().value).toBe('manualSocial');
    const noProvider = { centralize_login: { ...config(1, 0, 1).centralize_login, google_login_status: 0 } };
    actor.send({ type: 'loginMethod.config.change', config: noProvider });
    expect(actor.getSnapshot().value).toBe('manual');
  });

  it('acc §4 the view asks tags: which forms show and which switch is offered, per variant', () => {
    const shown = (c: ReturnType<typeof config>, choose = false) => {
      const actor = createActor(loginMethodMachine, { input: { config: c } }).start();
      if (choose) actor.send({ type: 'loginMethod.otp.choose' });
      return [...actor.getSnapshot().tags].sort();
    };
    expect(shown(config(1, 1, 1))).toEqual(['offer.otp', 'show.password', 'show.social']);
    expect(shown(config(1, 1, 1), true)).toEqual(['offer.back', 'show.phone']);
    expect(shown(config(1, 1, 0))).toEqual(['offer.otp', 'show.password']);
    expect(shown(config(1, 1, 0), true)).toEqual(['offer.back', 'show.phone']);
    expect(shown(config(0, 1, 1))).toEqual(['show.phone', 'show.social']);
    expect(shown(config(1, 0, 1))).toEqual(['show.password', 'show.social']);
    expect(shown(config(0, 1, 0))).toEqual(['show.phone']);
    expect(shown(config(1, 0, 0))).toEqual(['show.password']);
    expect(shown(config(0, 0, 1))).toEqual(['show.social']);
    expect(shown(config(0, 0, 0))).toEqual(['show.help']);
  });

  it('model: generated paths reach every state and take every transition', () => {
    const entry = catalog.loginMethod!;
    const result = coverage(entry.machine, modelPaths(entry));
    expect(result).toEqual({ missedStates: [], missedTransitions: [], mismatches: [] });
  });

  it('acc §4 model: every view a path reaches is the one the config flags name', () => {
    expectStates(catalog.loginMethod!, methodExpectations);
  }, 60_000);
});

type Flags = ReturnType<typeof config>['centralize_login'];
/** The config in force: the last one that arrived, else the input's. */
const flagsNow = (v: StepView<unknown>): Flags => {
  const changed = [...v.events].reverse().find((e) => e.type === 'loginMethod.config.change') as
    { config: ReturnType<typeof config> } | undefined;
  return (changed?.config ?? (v.input as { config: ReturnType<typeof config> }).config).centralize_login;
};

/** acc §4 Login-method status, by hand: which methods are on (social needs one provider on too). */
function viewFor(f: Flags): string {
  const manual = f.manual_login_status === 1;
  const otp = f.otp_login_status === 1;
  const social =
    f.social_login_status === 1 &&
    (f.google_login_status === 1 || f.facebook_login_status === 1 || f.apple_login_status === 1);
  const key = `${manual ? 'm' : ''}${otp ? 'o' : ''}${social ? 's' : ''}`;
  return (
    {
      mos: 'all',
      mo: 'otpManual',
      os: 'otpSocial',
      ms: 'manualSocial',
      o: 'otp',
      m: 'manual',
      s: 'social',
      '': 'unavailable',
    } as Record<string, string>
  )[key]!;
}

const shows = (view: string, sees: string, check?: (v: StepView<unknown>) => void) => ({
  sees,
  check: (v: StepView<unknown>) => {
    expect(viewFor(flagsNow(v))).toBe(view);
    check?.(v);
  },
});
/** "Sign in with OTP" leads to the phone form alone; "Go Back" (or a new config) to the password form. */
const afterOtpChoice = (only: boolean) => (v: StepView<unknown>) =>
  expect(v.event?.type === 'loginMethod.otp.choose').toBe(only);

const methodExpectations: Expectations<unknown> = {
  'all.password': shows('all', 'password form, "Sign in with OTP", social buttons', afterOtpChoice(false)),
  'all.otpOnly': shows('all', 'phone form only, with "Go Back"', afterOtpChoice(true)),
  'otpManual.password': shows('otpManual', 'password form and "Sign in with OTP"', afterOtpChoice(false)),
  'otpManual.otpOnly': shows('otpManual', 'phone form only, with "Go Back"', afterOtpChoice(true)),
  otpSocial: shows('otpSocial', 'phone form and social buttons'),
  manualSocial: shows('manualSocial', 'password form and social buttons'),
  otp: shows('otp', 'phone form'),
  manual: shows('manual', 'password form'),
  social: shows('social', 'social buttons'),
  unavailable: shows('unavailable', '"Sorry, Something Went Wrong" and Help & Support'),
};
