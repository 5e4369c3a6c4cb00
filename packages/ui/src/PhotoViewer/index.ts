export { PhotoViewer, type PhotoViewerProps, type ViewerPhoto } from './PhotoViewer';
