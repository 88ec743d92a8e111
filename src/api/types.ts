import type { components } from './schema.gen';

/** Shorthands for the contract's schemas that views and machines use. */
type Schemas = components['schemas'];
export type Config = Schemas['Config'];
export type LandingPage = Schemas['LandingPage'];
export type Module = Schemas['Module'];
export type Category = Schemas['Category'];
export type Store = Schemas['Store'];
export type Item = Schemas['Item'];
export type CartLine = Schemas['CartLine'];
export type User = Schemas['User'];
export type Address = Schemas['Address'];
export type AuthResult = Schemas['AuthResult'];
