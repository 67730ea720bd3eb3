// What other capabilities embed from documents (decision 0011, rule 4): the upload widget an
// application shows for each requested document type.
export { DocumentUpload, type DocumentUploadProps } from './components/DocumentUpload/DocumentUpload';
// And the step around those widgets: its done button waits for the files still on their way.
export { UploadsInFlightProvider } from './model/uploadsInFlight';
export { UploadsDoneButton } from './components/UploadsDoneButton/UploadsDoneButton';
