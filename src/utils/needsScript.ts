/**
 * Controls only a script can work carry `data-needs-script` (or this class), hidden with scripts off, keeping their
 * room; `data-needs-script="remove"` takes them out, for something offered instead.
 */
export const needsScriptClass = 'needs-script';

export const needsScriptStyle = `[data-needs-script],.${needsScriptClass}{visibility:hidden}[data-needs-script=remove]{display:none}`;
