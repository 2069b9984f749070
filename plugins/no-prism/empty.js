// Intentionally empty: see index.ts.
export default undefined;
