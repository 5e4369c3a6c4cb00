export { PhotoViewer, type PhotoViewerProps, type ViewerEvent, type ViewerPhoto } from './PhotoViewer';
