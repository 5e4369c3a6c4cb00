// Entry of the `@lense/ui/masonry` subpath (the virtualized masonry lives here, off the main barrel).
export {};
