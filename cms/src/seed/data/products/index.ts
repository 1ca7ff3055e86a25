import { ADAS_PRODUCTS } from './adas';
import { CHASSIS_PRODUCTS, MODULE_PRODUCTS, SAFETY_PRODUCTS } from './chassis-safety-modules';
import { E_POWERTRAIN_PRODUCTS } from './e-powertrain';
import { IVI_PRODUCTS } from './ivi';
import { LIGHTING_PRODUCTS } from './lighting';
import type { ProductSeed } from './types';

export type { ProductSeed, ProductText } from './types';

/** Every seeded product, in catalogue order (pk 1..45). */
export const PRODUCTS: ProductSeed[] = [
  ...IVI_PRODUCTS,
  ...ADAS_PRODUCTS,
  ...LIGHTING_PRODUCTS,
  ...E_POWERTRAIN_PRODUCTS,
  ...CHASSIS_PRODUCTS,
  ...SAFETY_PRODUCTS,
  ...MODULE_PRODUCTS,
];
