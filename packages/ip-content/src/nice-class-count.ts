/** How many classes the Nice Classification has; apart from the texts, which load on demand. */
export const NICE_CLASS_COUNT = 45;
