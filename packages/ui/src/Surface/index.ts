export {
  Surface,
  type SurfaceProps,
  type SurfaceRadius,
  type SurfaceShadow,
  type SurfaceTone,
} from './Surface';
