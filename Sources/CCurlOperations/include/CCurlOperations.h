#ifndef CCURLOPERATIONS_H
#define CCURLOPERATIONS_H
// libcurl for the external-link checker. curl_easy_setopt and its kin are variadic, which Swift cannot call: each
// function below (curl_operations.c) gives one kind of value its own typed function. Only
// Sources/LinkCheck/External/CurlTransferLoop.swift imports this module; it sees libcurl's types and its plain
// functions through <curl/curl.h>.
#include <curl/curl.h>

CURLcode roadbook_curl_global_init(void);
CURLcode roadbook_curl_set_long(CURL *easy, CURLoption option, long value);
CURLcode roadbook_curl_set_string(CURL *easy, CURLoption option, const char *value);
CURLcode roadbook_curl_set_pointer(CURL *easy, CURLoption option, void *value);
CURLcode roadbook_curl_set_list(CURL *easy, CURLoption option, struct curl_slist *value);
CURLcode roadbook_curl_set_share(CURL *easy, CURLSH *share);
CURLcode roadbook_curl_set_write_function(CURL *easy, CURLoption option, curl_write_callback function);
CURLcode roadbook_curl_set_sockopt_function(CURL *easy, curl_sockopt_callback function);
CURLcode roadbook_curl_set_closesocket_function(CURL *easy, curl_closesocket_callback function);
CURLcode roadbook_curl_get_pointer(CURL *easy, CURLINFO info, void **value);
CURLSHcode roadbook_curl_share_long(CURLSH *share, CURLSHoption option, long value);
CURLMcode roadbook_curl_multi_long(CURLM *multi, CURLMoption option, long value);
CURLcode roadbook_curl_message_result(const CURLMsg *message);

#endif
