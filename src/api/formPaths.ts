import type { paths } from './schema.gen';

/**
 * The contract's paths as the client sends them: a multipart body is a FormData (the browser writes its
 * boundary), where the generated types describe its fields as a JSON object. The fields and their rules stay
 * in openapi/storefront.yaml; only the type the client accepts for that media type changes.
 */
type FormContent<C> = 'multipart/form-data' extends keyof C
  ? Omit<C, 'multipart/form-data'> & { 'multipart/form-data': FormData }
  : C;

type WithFormBody<Op> = [NonNullable<Op extends { requestBody?: infer B } ? B : never>] extends [never]
  ? Op
  : Op extends { requestBody: { content: infer C } }
    ? Omit<Op, 'requestBody'> & { requestBody: { content: FormContent<C> } }
    : Op extends { requestBody?: { content: infer C } }
      ? Omit<Op, 'requestBody'> & { requestBody?: { content: FormContent<C> } }
      : Op;

export type ClientPaths = { [P in keyof paths]: { [M in keyof paths[P]]: WithFormBody<paths[P][M]> } };
