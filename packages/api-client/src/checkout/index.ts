export * from './cart';
export * from './checkoutStore';
export * from './rememberedOrders';
