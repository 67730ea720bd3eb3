export * from './applicationTypes.js';
export * from './documentTypes.js';
export * from './fileName.js';
export * from './limits.js';
export * from './refusals.js';
export * from './eicar.js';
export * from './magicBytes.js';
