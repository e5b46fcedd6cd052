export { DocumentField, type DocumentFieldProps } from './DocumentField';
export {
  DOCUMENT_NUMBER_MAX_LENGTH,
  DOCUMENT_TYPE_OPTIONS,
  documentNumberFor,
  isDocumentType,
  type DocumentType,
} from './documentNumber';
