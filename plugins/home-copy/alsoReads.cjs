/** A pass-through webpack loader declaring the other files its file's compiler reads, so webpack recompiles on their change. */
module.exports = function alsoReads(source) {
  for (const file of this.getOptions().files) this.addDependency(file);
  return source;
};
