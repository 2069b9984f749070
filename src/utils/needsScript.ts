/**
 * Controls that only a script can work carry `data-needs-script`, or, where a
 * theme component takes a class but no attribute, the class below: with
 * scripts off they are hidden, so a visitor never meets a button that does
 * nothing. By default `visibility` keeps their room, so the controls around
 * them stay where they are; `data-needs-script="remove"` takes them out of the
 * page, for something offered instead (the enquiry form, in place of which the
 * contact page gives our email address and phone numbers).
 */
export const needsScriptClass = 'needs-script';

export const needsScriptStyle = `[data-needs-script],.${needsScriptClass}{visibility:hidden}[data-needs-script=remove]{display:none}`;
