import { renderedOnce } from "~/lib/rendered-once.server";
import { CategoryBar as Bar } from "./CategoryBar";
import { CategoryDrawerSections as DrawerSections } from "./CategoryDrawerSections";
import { CategoryTiles as Tiles } from "./CategoryTiles";
import { FeatureList as Features } from "./FeatureList";
import { Footer as ShopFooter } from "./Footer";
import { HomeSlider as Slider } from "./HomeSlider";
import { ProductCard as Card } from "./ProductCard";
import { ProductCardText as CardText } from "./ProductCardText";

/**
 * `#rendered-once/<Component>` on the server (package.json "imports"; the browser build resolves
 * it to the component's own module): components whose markup depends only on their props and the
 * page's language, rendered once
 * per props and language and written as they are on the next kept pages (decision 0033). Each
 * one reads nothing else (not the visitor, not the URL, no `useId`) outside its visitor slots,
 * and starts and ends with an element; app/lib/rendered-once.server.tsx says why. The footer and
 * a product card hold slots (the footer's account links, the heart): theirs are written fresh on
 * every page.
 */
export const CategoryBar = renderedOnce("category-bar", Bar);
export const CategoryDrawerSections = renderedOnce("category-drawer", DrawerSections);
export const CategoryTiles = renderedOnce("category-tiles", Tiles);
export const FeatureList = renderedOnce("feature-list", Features);
export const ProductCardText = renderedOnce("product-card-text", CardText);
export const Footer = renderedOnce("footer", ShopFooter, { holdsSlots: true });
// On the server it is the strip every browser shows before it hydrates (its state and effects are the browser's).
export const HomeSlider = renderedOnce("home-slider", Slider);
export const ProductCard = renderedOnce("product-card", Card, { holdsSlots: true });
