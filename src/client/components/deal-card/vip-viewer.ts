import { createContext } from 'react'

/** Whether the page is for a signed-in VIP member (§6 'VIP members see VIP prices'). The server
 * knows it only for personal requests, which never share the page cache; islands that draw
 * cards after load take it from the session check. */
export const VipViewerContext = createContext(false)
