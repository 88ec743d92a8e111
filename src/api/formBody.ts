/**
 * A multipart body (api §3.7 order_attachment, profile image, chat images): the contract's JSON body type
 * does not describe a FormData, so the form goes through the serializer and the typed body is left empty.
 */
export function formBody(form: FormData): { body: never; bodySerializer: () => FormData } {
  return { body: {} as never, bodySerializer: () => form };
}
