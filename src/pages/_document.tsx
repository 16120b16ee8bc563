import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { DEFAULT_LANGUAGE } from '../config';

// MUI's styles are collected during server rendering and inlined in <head>, so the first
// paint is already styled.
export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang={DEFAULT_LANGUAGE} dir="ltr">
      <Head>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
