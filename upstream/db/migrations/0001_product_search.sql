-- Full-text search over product name, article code, brand, series, model, colour and category.
-- The trigram tokenizer matches any substring of 3+ characters; typo correction happens in code
-- against search_words. Contentless: the generator and catalogue writers keep it in step.
CREATE VIRTUAL TABLE `product_search` USING fts5(`text`, tokenize = 'trigram', content = '', columnsize = 0);
