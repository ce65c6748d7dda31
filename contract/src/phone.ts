/** Spec section 5: an optional +86 or 0086 prefix, then a mainland mobile number (1 and ten digits). */
const MOBILE_PHONE = /^(?:\+86|0086)?1\d{10}$/;

export function isValidPhone(value: string): boolean {
  return MOBILE_PHONE.test(value);
}
