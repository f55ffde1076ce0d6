// The typed wrappers of libcurl's variadic calls (see include/CCurlOperations.h). The type checking macros of
// curl.h are off here: each wrapper passes exactly the type its option takes.
#define CURL_DISABLE_TYPECHECK 1
#include "CCurlOperations.h"

CURLcode roadbook_curl_global_init(void) {
    return curl_global_init(CURL_GLOBAL_ALL);
}

CURLcode roadbook_curl_set_long(CURL *easy, CURLoption option, long value) {
    return curl_easy_setopt(easy, option, value);
}

CURLcode roadbook_curl_set_string(CURL *easy, CURLoption option, const char *value) {
    return curl_easy_setopt(easy, option, value);
}

CURLcode roadbook_curl_set_pointer(CURL *easy, CURLoption option, void *value) {
    return curl_easy_setopt(easy, option, value);
}

CURLcode roadbook_curl_set_list(CURL *easy, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(easy, option, value);
}

CURLcode roadbook_curl_set_share(CURL *easy, CURLSH *share) {
    return curl_easy_setopt(easy, CURLOPT_SHARE, share);
}

CURLcode roadbook_curl_set_write_function(CURL *easy, CURLoption option, curl_write_callback function) {
    return curl_easy_setopt(easy, option, function);
}

CURLcode roadbook_curl_set_sockopt_function(CURL *easy, curl_sockopt_callback function) {
    return curl_easy_setopt(easy, CURLOPT_SOCKOPTFUNCTION, function);
}

CURLcode roadbook_curl_set_closesocket_function(CURL *easy, curl_closesocket_callback function) {
    return curl_easy_setopt(easy, CURLOPT_CLOSESOCKETFUNCTION, function);
}

CURLcode roadbook_curl_get_pointer(CURL *easy, CURLINFO info, void **value) {
    return curl_easy_getinfo(easy, info, value);
}

CURLSHcode roadbook_curl_share_long(CURLSH *share, CURLSHoption option, long value) {
    return curl_share_setopt(share, option, value);
}

CURLMcode roadbook_curl_multi_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

CURLcode roadbook_curl_message_result(const CURLMsg *message) {
    return message->data.result;
}
