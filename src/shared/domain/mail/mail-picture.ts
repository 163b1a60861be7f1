const DEAL_SVG = /(\/images\/deal\/[1-9]\d{0,14}\/[1-9]\d{0,2})\.svg(?=$|[?#])/

/** A deal picture's URL as mail links it: the PNG variant of `/images/deal/{id}/{n}.svg`, query
 * kept, since Gmail, Outlook and Apple Mail show no SVG picture; any other URL as it is.
 * @example mailPictureUrl('https://dealio.co.uk/images/deal/7/1.svg?v=2') === 'https://dealio.co.uk/images/deal/7/1.png?v=2' */
export const mailPictureUrl = (url: string): string => url.replace(DEAL_SVG, '$1.png')
