/**
 * Which picture each product shows: the scene family (the part of a scene name before the first
 * '-') that depicts it. A flight shows a plane, a hotel a building, a stay a home, a car or an EV
 * ride a car, a cruise a ship.
 */
export const productSceneFamily = {
  flight: 'plane',
  hotel: 'hotel',
  stay: 'stay',
  car: 'car',
  ride: 'car',
  cruise: 'ship',
} as const;
export type PictureProduct = keyof typeof productSceneFamily;

export function sceneFamilyOf(scene: string): string {
  return scene.split('-')[0] ?? '';
}

/** Whether a scene depicts the product. */
export function sceneShows(product: PictureProduct, scene: string): boolean {
  return sceneFamilyOf(scene) === productSceneFamily[product];
}
