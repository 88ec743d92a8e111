/**
 * The one reading of a config or zone on/off flag. The platform sends them as 1/0, "1"/"0" or true/false
 * depending on the column and the PHP cast, so every caller reads them the same way here.
 */
export const isOn = (v: unknown): boolean => v === true || ((typeof v === 'number' || typeof v === 'string') && Number(v) === 1);
