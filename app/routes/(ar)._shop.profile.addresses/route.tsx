export { loader } from "./addresses";

/** Never rendered (the loader always redirects); present so client navigation treats it as a page. */
export default function AddressesTab() {
  return null;
}
