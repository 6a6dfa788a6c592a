// The whois namespace in English, the source every other language translates.
export const whois = {};
