// What other modules may use of the offers module.
export { offerRoutes, type BookingSummaryLookup } from './routes.ts';
export { createOffer, offerTakes, offerType } from './service.ts';
export { bookableOffer, consumeOfferFor, OfferAlreadyBookedError } from './offer-access.ts';
export { priceProduct, soldOut, type PricedProduct } from './product-price.ts';
export { findOffer, type BookingSummary, type OfferRow } from './repository.ts';
export { setOfferPrice } from './price-override.ts';
export { deleteExpiredOffers } from './cleanup.ts';
