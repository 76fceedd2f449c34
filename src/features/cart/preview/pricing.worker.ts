/**
 * The cart-preview worker: the pricing engine off the main thread, so repricing a 100-line cart on
 * every keystroke never blocks typing. Loaded only when a cart screen asks for a preview.
 */
import { expose } from 'comlink'
import { createPricingService } from './pricing-service'

expose(createPricingService())
