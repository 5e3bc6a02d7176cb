import { z } from "zod";
import { ProductImageSchema, ProductSchema, OptionValueSchema } from "./catalog.ts";
import { pagedSchema } from "./common.ts";
import { arrayOf, decimalOrZeroSchema, decimalSchema, idSchema, localizedSchema, reqId, text } from "./primitives.ts";

/* ------------------------------------------------------------------ */
/* orders and server cart                                              */
/* ------------------------------------------------------------------ */

export const OrderLineSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  price: decimalSchema, // unit price incl. chosen options
  quantity: z.number().int().positive(),
  product: z.object({
    id: idSchema,
    productImages: arrayOf(ProductImageSchema),
    /** the chosen option values */
    productOptions: arrayOf(OptionValueSchema),
  }),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderSchema = z.object({
  id: idSchema,
  createdAt: text,
  status: z.number().int(),
  products: arrayOf(OrderLineSchema),
  total: decimalSchema,
  shippingCost: decimalOrZeroSchema,
  address: idSchema.nullish().transform((v) => v ?? null),
  paymentMethod: idSchema.nullish().transform((v) => v ?? null),
});
export type Order = z.infer<typeof OrderSchema>;
/** GET orders/?status=&page=&page_size= */
export const OrderPageSchema = pagedSchema(OrderSchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** POST orders/cart/add/ */
export const CartAddRequestSchema = z.object({
  product: reqId,
  quantity: z.coerce.number().int().min(1).max(999),
  productoptions: z.array(reqId).max(50).default([]),
});
export type CartAddRequest = z.infer<typeof CartAddRequestSchema>;

export const CartItemSchema = z.object({
  id: idSchema,
  quantity: z.number().int().positive(),
  product: ProductSchema,
  productoptions: arrayOf(OptionValueSchema),
  price: decimalSchema, // unit price incl. options
  total: decimalSchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** GET orders/cart/ (also the answer of orders/cart/add/) */
export const CartSchema = z.object({
  products: z
    .object({ cartItems: arrayOf(CartItemSchema) })
    .nullish()
    .transform((v) => v ?? { cartItems: [] }),
  totalCartPrice: decimalOrZeroSchema,
});
export type Cart = z.infer<typeof CartSchema>;

/** POST orders/cash/ -> 201 Order */
export const CashOrderRequestSchema = z.object({ address: reqId });
export type CashOrderRequest = z.infer<typeof CashOrderRequestSchema>;
