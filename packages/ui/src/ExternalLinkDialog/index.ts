export {
  ExternalLinkDialog,
  ExternalLinkProvider,
  useExternalLink,
  type ExternalLinkContextValue,
  type ExternalLinkDialogProps,
  type ExternalLinkProviderProps,
} from './ExternalLinkDialog';
