export const settle = () => new Promise((r) => setTimeout(r, 0));
