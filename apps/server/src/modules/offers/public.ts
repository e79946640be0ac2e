// What other modules may use of the offers module.
export { offerRoutes } from './routes.ts';
export { createOffer, offerTakes, offerType } from './service.ts';
export { bookableOffer, consumeOfferFor, OfferAlreadyBookedError } from './offer-access.ts';
export { priceProduct, soldOut, type PricedProduct } from './product-price.ts';
export type { OfferRow } from './repository.ts';
export { deleteExpiredOffers } from './cleanup.ts';
