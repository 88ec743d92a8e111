// The frame lives in Dialog.tsx (no chunk of its own); this name stays for the dialogs that still import it here.
export { DialogFrame, DialogCloseButton, type DialogFrameProps } from './Dialog';
