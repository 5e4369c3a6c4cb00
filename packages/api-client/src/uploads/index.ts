export * from './descriptor';
export * from './download';
export * from './uploadFiles';
export * from './uploadStatus';
export * from './uploadToSpace';
export * from './uploadWatermark';
export * from './xhrPut';
