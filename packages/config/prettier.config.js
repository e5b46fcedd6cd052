/** Shared Prettier settings: the root .prettierrc.json points here. */
export default {
  printWidth: 100,
  singleQuote: true,
  trailingComma: 'all',
  semi: true,
};
