/** The platform's demo code (config `demo`): the OTP sign-in and the forgot-password code step both say it. */
export const DEMO_OTP = '123456';
