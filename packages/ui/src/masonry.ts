'use client';
export * from './Masonry/index';
