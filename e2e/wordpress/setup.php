<?php
// Run by run.sh with the php CLI: activates the plugin and creates three pages. Prints the URLs of the
// widgets page, the page without widgets and the page with only the news.
$_SERVER['HTTP_HOST'] = parse_url( getenv( 'WP_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'WP_URL' ), PHP_URL_PORT );
require getenv( 'W' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$r = activate_plugin( 'school-widgets/school-widgets.php' );
if ( is_wp_error( $r ) ) {
	fwrite( STDERR, $r->get_error_message() );
	exit( 1 );
}
// As the admin: unfiltered_html, so the page's <style> survives. The API URL is set later by
// check.mjs through Settings → School Widgets, like an editor would.
wp_set_current_user( 1 );

$content = implode(
	"\n\n",
	array(
		// A host-page theme override: the element's tokens must follow it.
		"<!-- wp:html -->\n<style>school-news { --school-color-primary: rgb(0, 128, 128); }</style>\n<!-- /wp:html -->",
		"<!-- wp:shortcode -->\n[school_news page_size=\"2\" lang=\"fr\"]\n<!-- /wp:shortcode -->",
		'<!-- wp:school/gallery {"pageSize":3} /-->',
		"<!-- wp:shortcode -->\n[school_staff_messages]\n<!-- /wp:shortcode -->",
		'<!-- wp:school/testimonials {"interval":5000,"lang":"en"} /-->',
		'<!-- wp:school/apply /-->',
		"<!-- wp:shortcode -->\n[school_feedback]\n<!-- /wp:shortcode -->",
	)
);
$widgets = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'School widgets', 'post_author' => 1, 'post_content' => $content ), true );
$plain   = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'No widgets', 'post_author' => 1, 'post_content' => '<!-- wp:paragraph --><p>Nothing from the school here.</p><!-- /wp:paragraph -->' ), true );
$news    = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'News only', 'post_author' => 1, 'post_content' => '<!-- wp:school/news /-->' ), true );
if ( is_wp_error( $widgets ) || is_wp_error( $plain ) || is_wp_error( $news ) ) {
	exit( 1 );
}
echo get_permalink( $widgets ), "\n", get_permalink( $plain ), "\n", get_permalink( $news ), "\n";
