export * from './descriptor';
export * from './download';
export * from './resumeStore';
export * from './sendInParts';
export * from './uploadFiles';
export * from './uploadToSpace';
export * from './uploadWatermark';
export * from './xhrPut';
