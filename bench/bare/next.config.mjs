// Next's defaults, written down so that `next build` does not find the portal's config: the copy
// that the benchmark builds sits inside apps/portal, and Next looks for its config upwards.
export default {};
