import { css } from '../../../styled-system/css';

// The search field's looks: a rounded field with the magnifier at its start and the clear button at its end.

export const fieldRow = css({ position: 'relative', display: 'flex', alignItems: 'center' });

export const magnifier = css({
  position: 'absolute',
  insetStart: '3',
  color: 'fg.muted',
  display: 'flex',
  pointerEvents: 'none',
});

export const input = css({
  width: 'full',
  minHeight: '11',
  ps: '10',
  pe: '10',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'full',
  bg: 'bg.canvas',
  color: 'fg.default',
  fontSize: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '1px' },
  '&::-webkit-search-cancel-button': { display: 'none' },
});

export const clearButton = css({
  position: 'absolute',
  insetEnd: '1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '9',
  height: '9',
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
});

export const lookingHint = css({ color: 'fg.muted', fontSize: 'sm', px: '3', py: '2' });
