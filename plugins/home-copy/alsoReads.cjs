/**
 * A webpack loader that passes its file through unchanged and declares the
 * files the file's compiler also reads (the `files` option), so webpack
 * compiles it again when one of them changes (see ./index.ts).
 */
module.exports = function alsoReads(source) {
  for (const file of this.getOptions().files) this.addDependency(file);
  return source;
};
