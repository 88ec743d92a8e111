/**
 * A multipart body (api §3.7 order_attachment, profile image, chat images): the client takes a FormData where
 * the contract has a multipart request (src/api/formPaths.ts), and sends it as it is, without a JSON content type.
 */
export function formBody(form: FormData): { body: FormData } {
  return { body: form };
}
