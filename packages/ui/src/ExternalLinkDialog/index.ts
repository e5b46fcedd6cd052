// The provider and hook live apart from the dialog so that importing them does not import Radix
// Dialog: the package is `"sideEffects": ["**/*.css"]`, so bundlers drop the unused
// `ExternalLinkDialog` re-export below, and the provider fetches the dialog on the first ask.
// Type-only re-exports use `export type` so that no transpiler keeps an import of the module.
export { ExternalLinkDialog } from './ExternalLinkDialog';
export type { ExternalLinkDialogProps } from './ExternalLinkDialog';
export { ExternalLinkProvider, useExternalLink } from './ExternalLinkProvider';
export type { ExternalLinkContextValue, ExternalLinkProviderProps } from './ExternalLinkProvider';
