/**
 * Channel pages whose "by the numbers" block quotes the platform's own published statistics
 * (buyers, sellers, visits), not Vantora's results: the marketing-claims note does not belong
 * under them. Kept apart from the channel copy so that copy can move without this list.
 */
export const platformStatisticsPages: ReadonlySet<string> = new Set(["etsy"]);
